import '@testing-library/jest-dom';
import { notifyManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';

// TanStack Query hands its state changes to React in a timer of its own (setTimeout 0) in the browser; in tests
// they are handed over in a microtask, which the act() around each interaction waits for: a screen is asserted
// once its data is rendered, as it would be a moment later on a page.
notifyManager.setScheduler(queueMicrotask);

// Under jest's fake clock a query's answer can land between two of a test's awaits (a poll's or a refetch's, once the
// clock is advanced), where nothing wraps it in act(): there each notification is its own act(), so React renders it
// as it lands rather than warning. Inside Testing Library's waitFor, which turns the act environment off while it
// polls, and with real timers, it is handed over as is.
const fakeClock = () => Object.prototype.hasOwnProperty.call(setTimeout, 'clock');
const actEnvironment = () => (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;
notifyManager.setNotifyFunction((notify) => (fakeClock() && actEnvironment() ? act(notify) : notify()));
