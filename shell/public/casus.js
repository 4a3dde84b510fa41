/*
 * LexDesk "casus" widget: puts a firm's intake form on the firm's own site.
 *
 *   <script src="https://<app>/casus.js" data-uuid="<firm uuid>" data-law-case="<optional id>"
 *           data-lang="fr" async></script>
 *
 * Optional: data-title (the iframe's accessible name, "Formulaire de demande" by default).
 * The form opens in an <iframe> inserted right after this <script>; the page inside tells its height
 * (postMessage { type: 'lexdesk:intake:height', height }) and the iframe follows it. Several widgets may
 * live on one page. Plain ES5 without dependencies: it runs on any site as it is.
 */
/* global window, document */
(function () {
  'use strict';

  var MESSAGE_TYPE = 'lexdesk:intake:height';
  var PROCESSED = 'data-lexdesk-casus';
  var MIN_HEIGHT = 600;
  // A bound keeps a broken or hostile message from making the iframe absurdly tall.
  var MAX_HEIGHT = 20000;

  function isCasusScript(script) {
    return /\/casus\.js(?:[?#].*)?$/.test(script.src || '') && !script.hasAttribute(PROCESSED);
  }

  /** This script's element: document.currentScript, else the last casus script not yet handled. */
  function ownScript() {
    var current = document.currentScript;
    if (current && isCasusScript(current)) return current;
    var scripts = document.getElementsByTagName('script');
    for (var i = scripts.length - 1; i >= 0; i -= 1) {
      if (isCasusScript(scripts[i])) return scripts[i];
    }
    return null;
  }

  /** "https://app.example.be" from the script's absolute src (the browser resolves and normalises it). */
  function originOf(src) {
    var match = /^(https?:\/\/[^/?#]+)/i.exec(src);
    return match ? match[1] : null;
  }

  function queryString(params) {
    var keys = ['uuid', 'lawCase', 'lang'];
    if (typeof window.URLSearchParams === 'function') {
      var search = new window.URLSearchParams();
      for (var i = 0; i < keys.length; i += 1) search.append(keys[i], params[keys[i]]);
      return search.toString();
    }
    var parts = [];
    for (var j = 0; j < keys.length; j += 1)
      parts.push(encodeURIComponent(keys[j]) + '=' + encodeURIComponent(params[keys[j]]));
    return parts.join('&');
  }

  function data(script, name, fallback) {
    var value = script.getAttribute('data-' + name);
    value = value === null ? '' : String(value).replace(/^\s+|\s+$/g, '');
    return value === '' ? fallback : value;
  }

  var script = ownScript();
  if (!script) return;
  script.setAttribute(PROCESSED, 'true');
  var origin = originOf(script.src);
  if (!origin) return;

  var iframe = document.createElement('iframe');
  iframe.src =
    origin +
    '/intake?' +
    queryString({
      uuid: data(script, 'uuid', ''),
      lawCase: data(script, 'law-case', ''),
      lang: data(script, 'lang', 'fr'),
    });
  iframe.title = data(script, 'title', 'Formulaire de demande');
  iframe.setAttribute('loading', 'lazy');
  iframe.style.display = 'block';
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.minHeight = MIN_HEIGHT + 'px';

  // Right after the script; a script placed in <head> puts the form at the end of the page instead.
  var parent = script.parentNode;
  if (parent && parent !== document.head) parent.insertBefore(iframe, script.nextSibling);
  else if (document.body) document.body.appendChild(iframe);
  else return;

  window.addEventListener('message', function (event) {
    // Only this widget's own frame, from the app's origin, may resize it.
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    var message = event.data;
    if (!message || typeof message !== 'object' || message.type !== MESSAGE_TYPE) return;
    var height = message.height;
    if (typeof height !== 'number' || !isFinite(height) || height <= 0) return;
    iframe.style.height = Math.ceil(Math.min(height, MAX_HEIGHT)) + 'px';
  });
})();
