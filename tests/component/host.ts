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

/* Driving an island as a reader does: the helpers every component test file had its own copy of. */

/** Lets effects, promises and zero-delay timers run (a few rounds: a lazy part or a save may take more than one). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 4; i++) await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
}

/** Clicks `b` (which must be there) and lets what follows run. */
export async function click(b: Element | null | undefined): Promise<void> {
  expect(b, 'the element to click').toBeTruthy();
  await act(async () => void b!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  await flush();
}

/** The button named `name` (its whole text, or a pattern over it) inside `el`. */
export const button = (el: Element, name: string | RegExp) =>
  [...el.querySelectorAll('button')].find((b) => (typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? '')));

/** The element with data-testid `id` inside `el`. */
export const testid = (el: Element, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** The control inside the label whose text starts with `label`. */
const labelled = <T extends Element>(el: Element, label: string, what: string) =>
  [...el.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.querySelector<T>(what) ?? null;

/** Chooses `value` in the drop-down labelled `label`. */
export function choose(el: Element, label: string, value: string): HTMLSelectElement {
  const sel = labelled<HTMLSelectElement>(el, label, 'select');
  expect(sel, label).toBeTruthy();
  act(() => {
    sel!.value = value;
    sel!.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return sel!;
}

/** Types `value` into the text field labelled `label`. */
export function typeInto(el: Element, label: string, value: string): void {
  const input = labelled<HTMLInputElement>(el, label, 'input');
  expect(input, label).toBeTruthy();
  act(() => {
    input!.value = value;
    input!.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
