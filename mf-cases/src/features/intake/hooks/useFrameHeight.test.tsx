import { render } from '@testing-library/react';
import { INTAKE_HEIGHT_MESSAGE, useFrameHeight } from './useFrameHeight';

function Probe() {
  useFrameHeight();
  return null;
}

describe('useFrameHeight', () => {
  const observers: { callback: () => void; disconnect: jest.Mock }[] = [];
  const originalParent = Object.getOwnPropertyDescriptor(window, 'parent');

  beforeEach(() => {
    observers.length = 0;
    window.ResizeObserver = class {
      disconnect = jest.fn();
      constructor(callback: () => void) {
        observers.push({ callback, disconnect: this.disconnect });
      }
      observe() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    if (originalParent) Object.defineProperty(window, 'parent', originalParent);
  });

  it('posts the page height to the parent page when framed, at each size change', () => {
    const postMessage = jest.fn();
    Object.defineProperty(window, 'parent', { configurable: true, get: () => ({ postMessage }) });
    let height = 812.4;
    jest.spyOn(document.body, 'scrollHeight', 'get').mockImplementation(() => height);

    const { unmount } = render(<Probe />);
    expect(postMessage).toHaveBeenLastCalledWith({ type: INTAKE_HEIGHT_MESSAGE, height: 813 }, '*');
    height = 1400;
    observers[0]!.callback();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'lexdesk:intake:height', height: 1400 }, '*');
    // An unchanged height is not sent again.
    observers[0]!.callback();
    expect(postMessage).toHaveBeenCalledTimes(2);
    unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('does nothing when the page is not framed', () => {
    render(<Probe />);
    expect(observers).toHaveLength(0);
  });
});
