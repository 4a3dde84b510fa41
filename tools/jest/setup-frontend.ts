import '@testing-library/jest-dom';
import { notifyManager } from '@tanstack/react-query';

// TanStack Query hands its state changes to React in a timer of its own (setTimeout 0) in the browser; in tests
// they are handed over in a microtask, which the act() around each interaction waits for: a screen is asserted
// once its data is rendered, as it would be a moment later on a page.
notifyManager.setScheduler(queueMicrotask);
