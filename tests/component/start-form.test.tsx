// @vitest-environment happy-dom
/**
 * The kit's start form (kit/table/StartForm.tsx) at each table: one seed box for every game (at most 40
 * characters, no autofill, so a seed the saves and links keep is the one typed: Rolit's box gained this with the
 * kit), the names of the people's seats, Start refused with a reason said beside it for choices no game can start
 * (Rolit: a board the edition does not offer at that table; Steam Rollers: nobody at this screen), and the question
 * before a new game replaces a kept saved game that could not be resumed, whose "keep" puts the focus back on Start.
 */
import type { ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { pick } from '../../src/components/i18n';
import { StartForm as RollecateForm } from '../../src/components/rollecate/PlayStartForm';
import { newForm } from '../../src/play/rollecate/startForm';
import { RolitStartForm } from '../../src/components/rolit/RolitStartForm';
import { defaultForm as rolitForm } from '../../src/play/rolit/startForm';
import { SteamStartForm } from '../../src/components/steam-rollers/SteamStartForm';
import { defaultForm as steamForm } from '../../src/play/steam-rollers/startForm';
import { mount, unmountAfterEach } from './host';

unmountAfterEach();

const problem = { status: 'invalid', reason: 'corrupt', detail: 'x', text: '{"version":1}' } as const;

interface Case {
  game: string;
  Form: ComponentType<any>;
  t: Record<string, string>;
  form: () => object;
  seed: string;
  /** The form with a choice the game cannot start, and the words it is refused with; null: every choice starts. */
  blocked: null | { form: (f: any) => any; says: RegExp };
  /** Props that put the question before replacing a kept refused save, or null where the table says so in a line. */
  ask: null | Record<string, unknown>;
}

const cases: Case[] = [
  { game: 'rollecate', Form: RollecateForm, t: pick('en', 'play.', 'coach.'), form: newForm, seed: 'input[aria-describedby="rc-play-seed-help"]', blocked: null, ask: { refused: problem, askStart: true } },
  {
    game: 'rolit', Form: RolitStartForm, t: pick('en', 'rop.', 'ro.', 'coach.'), form: rolitForm, seed: 'input[aria-describedby="rop-seed-hint"]',
    blocked: { form: (f) => ({ ...f, players: 4, size: 4 }), says: /4/ }, ask: { asking: problem },
  },
  {
    game: 'steam-rollers', Form: SteamStartForm, t: pick('en', 'sr.', 'coach.'), form: steamForm, seed: '.srp-form input[type="text"]:not([data-seat-name])',
    blocked: { form: (f) => ({ ...f, seats: ['planner', 'random'] }), says: /./ }, ask: null,
  },
];

function draw(c: Case, form: object, more: Record<string, unknown> = {}) {
  const onStart = vi.fn();
  const setForm = vi.fn();
  const el = mount(c.Form, { t: c.t, lang: 'en', form, setForm, onStart, ...more });
  return { el, onStart, setForm };
}

describe.each(cases)('the $game start form, drawn by the kit', (c) => {
  it('has one seed box of at most 40 characters without autofill, and a typed seed reaches the form', () => {
    const { el, setForm } = draw(c, c.form());
    const box = el.querySelector<HTMLInputElement>(c.seed)!;
    expect(box.maxLength).toBe(40);
    expect(box.getAttribute('autocomplete')).toBe('off');
    act(() => {
      box.value = '4242';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const update = setForm.mock.calls.at(-1)![0] as (f: object) => { seed: string };
    expect(update(c.form()).seed).toBe('4242');
  });

  it('asks the name of a person\'s seat, and a typed name reaches the form', () => {
    const { el, setForm } = draw(c, c.form());
    const field = el.querySelector<HTMLInputElement>('input[data-seat-name]')!;
    expect(field.maxLength).toBe(24);
    act(() => {
      field.value = 'Zoë';
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const update = setForm.mock.calls.at(-1)![0] as (f: object) => { names: unknown };
    expect(JSON.stringify(update(c.form()).names)).toContain('Zoë');
  });

  it('starts from the form: Start calls the table once', () => {
    const { el, onStart } = draw(c, c.form());
    act(() => {
      el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
    expect(onStart).toHaveBeenCalledTimes(1);
  });

});

describe.each(cases.filter((c) => c.blocked))('the $game start form, drawn by the kit', (c) => {
  it('refuses choices the game cannot start: the reason as an alert, Start disabled, submitting does nothing', () => {
    const { el, onStart } = draw(c, c.blocked!.form(c.form()));
    const alert = el.querySelector('form [role="alert"]')!;
    expect(alert.textContent).toMatch(c.blocked!.says);
    expect(el.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    act(() => {
      el.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
    expect(onStart).not.toHaveBeenCalled();
  });

});

describe.each(cases.filter((c) => c.ask))('the $game start form, drawn by the kit', (c) => {
  it('asks before a new game replaces a kept refused save: the file offered, and keeping it puts the focus on Start', () => {
    const onKeep = vi.fn();
    const onReplace = vi.fn();
    const { el } = draw(c, c.form(), { ...c.ask, onKeep, onReplace });
    const dialog = el.querySelector('[data-testid$="ask-start"]')!;
    expect(dialog).not.toBeNull();
    expect(dialog.querySelector('a[download]')).not.toBeNull();
    const buttons = [...dialog.querySelectorAll('button')];
    act(() => buttons.at(-1)!.click());
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onReplace).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(el.querySelector('button[type="submit"]'));
  });
});

describe('the Rollecate start form\'s rule switches', () => {
  it('says each switch in the page\'s words and links the ruling it answers (ruling 22 for the pass\'s damage)', () => {
    for (const lang of ['en', 'nl'] as const) {
      const t = pick(lang, 'play.', 'coach.');
      const el = mount(RollecateForm, { t, lang, form: newForm(), setForm: vi.fn(), onStart: vi.fn() });
      const label = [...el.querySelectorAll('.rc-play-check')].find((x) => x.textContent?.includes(t['play.switch.passDamage']!));
      expect(label, lang).toBeTruthy();
      const link = label!.querySelector('.rc-play-ruling a')!;
      expect(link.getAttribute('href')).toBe(`${lang === 'nl' ? '/nl' : ''}/rollecate/rulings/#ruling-22`);
      expect(link.textContent).toBe(lang === 'nl' ? 'uitspraak 22' : 'ruling 22');
      expect(el.querySelector('.rc-play-ruling a[href$="#ruling-01"]')).toBeTruthy();
    }
  });
});
