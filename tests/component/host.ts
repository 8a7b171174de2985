/**
 * Renders an island into a fresh element of the test DOM, and takes it down
 * after each test (with whatever it saved in localStorage), for the component
 * tests that mount one island at a time.
 */
import { h, render, type ComponentType, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect } from 'vitest';

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

const hosts: HTMLElement[] = [];

/**
 * For a test file that mounts several elements per test (stories side by side): call once at the top; each test's
 * elements are taken down after it (storage is left to the file).
 */
export function unmountNodesAfterEach(): void {
  afterEach(() => {
    for (const el of hosts.splice(0)) {
      render(null, el);
      el.remove();
    }
  });
}

/** Renders `node` into a new element of the test DOM and returns that element (see `unmountNodesAfterEach`). */
export function mountNode(node: VNode<any>): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  hosts.push(el);
  act(() => render(node, el));
  return el;
}

/** Lets timers and effects run, 20 ms at a time (at most `tries` times), until `check` holds; fails if it never does. */
export async function until(check: () => boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).toBe(true);
}
