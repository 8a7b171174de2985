// @vitest-environment happy-dom
/**
 * The coach panel before any move: "explain a move" says what can be explained later in the
 * game's own terms, in the page's language (a Steam Rollers table never offers to explain "a ball
 * placed"), in both languages.
 */
import { describe, expect, it } from 'vitest';
import CoachPanel from '../../src/components/coach/CoachPanel';
import { pick } from '../../src/components/i18n';
import { newMatch } from '../../src/machines/rolit/rules/match';
import { newGame as newRollecate } from '../../src/machines/rollecate/rules/setup';
import { newGame as newSteam } from '../../src/machines/steam-rollers/rules/setup';
import { mount, unmountAfterEach } from './host';

unmountAfterEach();

const none = (game: 'rollecate' | 'rolit' | 'steam-rollers', lang: 'en' | 'nl') => {
  const t = pick(lang, 'coach.');
  const props =
    game === 'rollecate'
      ? { game, state: newRollecate({ variant: 'standard', players: ['Ann', 'Bob'], seed: 1 }) }
      : game === 'rolit'
        ? { game, state: newMatch({ players: 2, seed: 1 }).game }
        : { game, state: newSteam({ players: 2, seed: 1 }), moves: [] };
  const el = mount(CoachPanel, { ...props, t, lang } as never);
  return el.querySelector('.coach-none')?.textContent ?? '';
};

describe('the coach panel before any move', () => {
  it('names each game’s own moves, in English and in Dutch', () => {
    expect(none('rollecate', 'en')).toMatch(/a build, a pass, a discard/);
    expect(none('rolit', 'en')).toMatch(/^No balls placed yet/);
    expect(none('steam-rollers', 'en')).toMatch(/a die taken, a track drawn, a delivery/);
    expect(none('steam-rollers', 'en')).not.toMatch(/ball/);
    expect(none('rollecate', 'en')).not.toMatch(/ball|die taken/);
    expect(none('rollecate', 'nl')).toMatch(/strafkaart afleggen/);
    expect(none('rolit', 'nl')).toMatch(/^Nog geen ballen gelegd/);
    expect(none('steam-rollers', 'nl')).toMatch(/een dobbelsteen nemen/);
    expect(none('steam-rollers', 'nl')).not.toMatch(/bal/);
  });
});
