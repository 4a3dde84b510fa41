/*
 * A local stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), served by Playwright routing in the
 * e2e suite only (e2e/support/stripe.ts): the browser cannot reach Stripe here. It implements what
 * @stripe/stripe-js, @stripe/react-stripe-js and mf-billing call: Stripe(key) with elements(), create('payment' |
 * 'address'), mount/unmount/destroy/on/off/once/update, confirmSetup and the wrapper registration. The elements
 * are plain labelled inputs rendered into the mount node (no iframe), and fire change events as a user types.
 * The card 4000 0000 0000 0002 makes confirmSetup answer card_declined; any other complete card succeeds with the
 * payment method pm_card_visa. Never part of the product.
 */
/* global window, document */
/* eslint-disable @typescript-eslint/no-this-alias -- ES5 closures over the element, as a browser script */
(function () {
  'use strict';

  var TEXTS = {
    fr: {
      number: 'Numéro de carte',
      expiry: "Date d'expiration (MM/AA)",
      cvc: 'Code de sécurité',
      name: 'Nom complet',
      line1: 'Adresse',
      line2: "Complément d'adresse (facultatif)",
      postal: 'Code postal',
      city: 'Ville',
      country: 'Pays',
      declined: 'Votre carte a été refusée.',
    },
    en: {
      number: 'Card number',
      expiry: 'Expiration date (MM/YY)',
      cvc: 'Security code',
      name: 'Full name',
      line1: 'Address',
      line2: 'Address line 2 (optional)',
      postal: 'Postal code',
      city: 'City',
      country: 'Country',
      declined: 'Your card was declined.',
    },
    nl: {
      number: 'Kaartnummer',
      expiry: 'Vervaldatum (MM/JJ)',
      cvc: 'Beveiligingscode',
      name: 'Volledige naam',
      line1: 'Adres',
      line2: 'Adresregel 2 (optioneel)',
      postal: 'Postcode',
      city: 'Plaats',
      country: 'Land',
      declined: 'Uw kaart is geweigerd.',
    },
  };
  var COUNTRIES = [
    ['BE', 'Belgique'],
    ['FR', 'France'],
    ['LU', 'Luxembourg'],
    ['NL', 'Nederland'],
    ['DE', 'Deutschland'],
  ];
  var DECLINED_CARD = '4000000000000002';
  var counter = 0;

  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }

  function expiryValid(text) {
    var match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text || '');
    if (!match) return false;
    var month = Number(match[1]);
    var year = 2000 + Number(match[2]);
    var now = new Date();
    return (
      month >= 1 &&
      month <= 12 &&
      (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1))
    );
  }

  function field(container, id, label, options) {
    var wrapper = document.createElement('div');
    wrapper.style.display = 'flex';
    wrapper.style.flexDirection = 'column';
    wrapper.style.gap = '4px';
    wrapper.style.marginBottom = '12px';
    var labelNode = document.createElement('label');
    labelNode.htmlFor = id;
    labelNode.textContent = label;
    labelNode.style.fontSize = '14px';
    labelNode.style.fontWeight = '500';
    var input;
    if (options && options.select) {
      input = document.createElement('select');
      options.select.forEach(function (entry) {
        var option = document.createElement('option');
        option.value = entry[0];
        option.textContent = entry[1];
        input.appendChild(option);
      });
    } else {
      input = document.createElement('input');
      input.type = 'text';
      if (options && options.autocomplete) input.autocomplete = options.autocomplete;
      if (options && options.inputMode) input.inputMode = options.inputMode;
    }
    input.id = id;
    input.style.minHeight = '44px';
    input.style.padding = '0 12px';
    input.style.border = '1px solid #7b8794';
    input.style.borderRadius = '8px';
    input.style.font = 'inherit';
    input.style.background = '#ffffff';
    input.style.color = '#1f2933';
    wrapper.appendChild(labelNode);
    wrapper.appendChild(input);
    container.appendChild(wrapper);
    return input;
  }

  function Element(group, type, options) {
    this.group = group;
    this.type = type;
    this.options = options || {};
    this.handlers = {};
    this.node = null;
    this.inputs = {};
    this.state = { complete: false, empty: true };
    this.prefix = 'stripe-stand-in-' + type + '-' + ++counter;
  }

  Element.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  Element.prototype.once = function (event, handler) {
    var self = this;
    function once(payload) {
      self.off(event, once);
      handler(payload);
    }
    return this.on(event, once);
  };
  Element.prototype.off = function (event, handler) {
    if (!handler) delete this.handlers[event];
    else this.handlers[event] = (this.handlers[event] || []).filter((h) => h !== handler);
    return this;
  };
  Element.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).slice().forEach(function (handler) {
      handler(payload);
    });
  };
  Element.prototype.texts = function () {
    return TEXTS[this.group.locale] || TEXTS.en;
  };

  Element.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw new Error('IntegrationError: the mount target was not found');
    this.node = node;
    this.render();
    var self = this;
    setTimeout(function () {
      self.emit('ready', { elementType: self.type });
      if (self.options.defaultValues) self.changed();
    }, 0);
  };

  Element.prototype.render = function () {
    var node = this.node;
    var texts = this.texts();
    var self = this;
    node.textContent = '';
    var box = document.createElement('div');
    box.setAttribute('data-stripe-stand-in', this.type);
    node.appendChild(box);
    this.inputs = {};
    if (this.type === 'payment') {
      this.inputs.number = field(box, this.prefix + '-number', texts.number, {
        autocomplete: 'cc-number',
        inputMode: 'numeric',
      });
      this.inputs.expiry = field(box, this.prefix + '-expiry', texts.expiry, {
        autocomplete: 'cc-exp',
        inputMode: 'numeric',
      });
      this.inputs.cvc = field(box, this.prefix + '-cvc', texts.cvc, { autocomplete: 'cc-csc', inputMode: 'numeric' });
    } else if (this.type === 'address') {
      this.inputs.name = field(box, this.prefix + '-name', texts.name, { autocomplete: 'name' });
      this.inputs.country = field(box, this.prefix + '-country', texts.country, { select: COUNTRIES });
      this.inputs.line1 = field(box, this.prefix + '-line1', texts.line1, { autocomplete: 'address-line1' });
      this.inputs.line2 = field(box, this.prefix + '-line2', texts.line2, { autocomplete: 'address-line2' });
      this.inputs.postal = field(box, this.prefix + '-postal', texts.postal, { autocomplete: 'postal-code' });
      this.inputs.city = field(box, this.prefix + '-city', texts.city, { autocomplete: 'address-level2' });
    }
    var defaults = this.options.defaultValues;
    if (this.type === 'address' && defaults) {
      var address = defaults.address || {};
      var prefill = {
        name: defaults.name,
        country: address.country,
        line1: address.line1,
        line2: address.line2,
        postal: address.postal_code,
        city: address.city,
      };
      Object.keys(prefill).forEach(function (key) {
        if (prefill[key]) self.inputs[key].value = prefill[key];
      });
    }
    Object.keys(this.inputs).forEach(function (key) {
      var input = self.inputs[key];
      input.addEventListener(input.tagName === 'SELECT' ? 'change' : 'input', function () {
        self.changed();
      });
      input.addEventListener('focus', function () {
        self.emit('focus', { elementType: self.type });
      });
      input.addEventListener('blur', function () {
        self.emit('blur', { elementType: self.type });
      });
    });
  };

  Element.prototype.value = function (key) {
    var input = this.inputs[key];
    return input ? input.value.trim() : '';
  };

  Element.prototype.changed = function () {
    if (this.type === 'payment') {
      var number = digits(this.value('number'));
      var complete = number.length >= 15 && expiryValid(this.value('expiry')) && /^\d{3,4}$/.test(this.value('cvc'));
      var empty = !number && !this.value('expiry') && !this.value('cvc');
      this.state = { complete: complete, empty: empty, number: number };
      this.emit('change', {
        elementType: 'payment',
        complete: complete,
        empty: empty,
        collapsed: false,
        value: { type: 'card' },
      });
      this.emit('carddetailschange', {
        elementType: 'payment',
        loading: false,
        details: number.length >= 1 ? { brands: [brandOf(number)], funding: 'credit' } : undefined,
      });
    } else if (this.type === 'address') {
      var value = this.addressValue();
      var done = Boolean(value.name && value.address.line1 && value.address.postal_code && value.address.city);
      this.state = { complete: done, empty: !value.name && !value.address.line1 };
      this.emit('change', {
        elementType: 'address',
        elementMode: this.options.mode || 'billing',
        complete: done,
        empty: this.state.empty,
        isNewAddress: true,
        value: value,
      });
    }
  };

  Element.prototype.addressValue = function () {
    return {
      name: this.value('name'),
      address: {
        line1: this.value('line1'),
        line2: this.value('line2') || null,
        city: this.value('city'),
        state: '',
        postal_code: this.value('postal'),
        country: this.value('country') || 'BE',
      },
    };
  };

  Element.prototype.getValue = function () {
    return Promise.resolve({ complete: this.state.complete, isNewAddress: true, value: this.addressValue() });
  };
  Element.prototype.update = function (options) {
    Object.assign(this.options, options || {});
  };
  Element.prototype.unmount = function () {
    if (this.node) this.node.textContent = '';
    this.node = null;
  };
  Element.prototype.destroy = function () {
    this.unmount();
    this.handlers = {};
    this.group.remove(this);
  };
  Element.prototype.focus = function () {
    var first = this.inputs[Object.keys(this.inputs)[0]];
    if (first) first.focus();
  };
  Element.prototype.blur = function () {
    if (document.activeElement && this.node && this.node.contains(document.activeElement))
      document.activeElement.blur();
  };
  Element.prototype.clear = function () {
    var inputs = this.inputs;
    Object.keys(inputs).forEach(function (key) {
      if (inputs[key].tagName !== 'SELECT') inputs[key].value = '';
    });
    this.changed();
  };
  Element.prototype.collapse = function () {
    return this;
  };

  function Elements(stripe, options) {
    this.stripe = stripe;
    this.options = options || {};
    this.locale = this.options.locale && this.options.locale !== 'auto' ? this.options.locale : 'en';
    this.elements = [];
  }
  Elements.prototype.create = function (type, options) {
    if (type !== 'payment' && type !== 'address')
      throw new Error('IntegrationError: the stand-in has no ' + type + ' element');
    if (this.getElement(type)) throw new Error('IntegrationError: can only create one Element of type ' + type);
    var element = new Element(this, type, options);
    this.elements.push(element);
    return element;
  };
  Elements.prototype.getElement = function (type) {
    var found = this.elements.filter(function (element) {
      return element.type === type;
    });
    return found[0] || null;
  };
  Elements.prototype.remove = function (element) {
    this.elements = this.elements.filter(function (other) {
      return other !== element;
    });
  };
  Elements.prototype.update = function (options) {
    Object.assign(this.options, options || {});
    if (options && options.locale) this.locale = options.locale;
  };
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };
  Elements.prototype.submit = function () {
    var payment = this.getElement('payment');
    if (!payment || !payment.state.complete)
      return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete', message: 'Incomplete' } });
    return Promise.resolve({});
  };
  Elements.prototype.on = function () {
    return this;
  };

  function StripeStandIn(publishableKey, options) {
    if (!(this instanceof StripeStandIn)) return new StripeStandIn(publishableKey, options);
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey))
      throw new Error('IntegrationError: invalid publishable key');
    this.publishableKey = publishableKey;
    this.options = options || {};
  }
  StripeStandIn.prototype.elements = function (options) {
    return new Elements(this, options);
  };
  StripeStandIn.prototype.registerAppInfo = function () {};
  StripeStandIn.prototype._registerWrapper = function () {};

  StripeStandIn.prototype.confirmSetup = function (args) {
    var elements = args && args.elements;
    var clientSecret = (args && args.clientSecret) || (elements && elements.options.clientSecret) || '';
    var payment = elements && elements.getElement('payment');
    if (!payment || !payment.node) {
      return Promise.reject(
        new Error(
          'IntegrationError: We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
        ),
      );
    }
    var texts = payment.texts();
    return new Promise(function (resolve) {
      setTimeout(function () {
        if (!payment.state.complete) {
          resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Incomplete' } });
          return;
        }
        if (payment.state.number === DECLINED_CARD) {
          resolve({
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: texts.declined,
            },
          });
          return;
        }
        var id = clientSecret.split('_secret_')[0] || 'seti_stand_in';
        resolve({
          setupIntent: {
            id: id,
            object: 'setup_intent',
            client_secret: clientSecret,
            status: 'succeeded',
            payment_method: 'pm_card_visa',
            usage: 'off_session',
          },
        });
      }, 150);
    });
  };

  function unsupported(name) {
    return function () {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: name + ' is not in the stand-in' } });
    };
  }
  // @stripe/react-stripe-js checks that these exist before it accepts the object as a Stripe instance.
  StripeStandIn.prototype.createToken = unsupported('createToken');
  StripeStandIn.prototype.createPaymentMethod = unsupported('createPaymentMethod');
  StripeStandIn.prototype.confirmCardPayment = unsupported('confirmCardPayment');
  StripeStandIn.prototype.confirmPayment = unsupported('confirmPayment');
  StripeStandIn.prototype.retrieveSetupIntent = unsupported('retrieveSetupIntent');

  // The release @stripe/stripe-js 10 expects (it warns for test keys otherwise).
  StripeStandIn.version = 'endive';
  window.Stripe = StripeStandIn;
})();
