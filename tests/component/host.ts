/**
 * Renders an island into a fresh element of the test DOM, and takes it down
 * after each test (with whatever it saved in localStorage), for the component
 * tests that mount one island at a time.
 */
import { h, render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach } from 'vitest';

let host: HTMLElement | null = null;

/** Call once at the top of a test file: every test then starts from an empty page and storage. */
export function unmountAfterEach(): void {
  afterEach(() => {
    if (host) render(null, host);
    host?.remove();
    host = null;
    localStorage.clear();
  });
}

/** Renders `component` with `props` into a new element and returns that element. */
export function mount(component: ComponentType<any>, props: Record<string, unknown>): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  act(() => render(h(component, props), host!));
  return host;
}
