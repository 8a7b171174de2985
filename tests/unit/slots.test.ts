import { describe, expect, it } from 'vitest';
import { fillSlots, pluralForm } from '../../src/machines/shared/slots';
import { fmt } from '../../src/play/kit/fmt';
import { pick } from '../../src/components/i18n';

describe('plural slots (issue 12 #6)', () => {
  it('picks the form by the language rule', () => {
    expect(fillSlots('{{n}} {{n|card|cards}}', { n: 1 }, 'en')).toBe('1 card');
    expect(fillSlots('{{n}} {{n|card|cards}}', { n: 0 }, 'en')).toBe('0 cards');
    expect(fillSlots('{{n}} {{n|card|cards}}', { n: 2 }, 'en')).toBe('2 cards');
    expect(fillSlots('{{n}} {{n|kaart|kaarten}}', { n: 1 }, 'nl')).toBe('1 kaart');
    expect(fillSlots('{{n}} {{n|kaart|kaarten}}', { n: 7 }, 'nl')).toBe('7 kaarten');
    expect(pluralForm('nl', 1, 'punt', 'punten')).toBe('punt');
  });
  it('reads named categories for languages with more than two', () => {
    const s = '{{n|one:plik|few:pliki|many:plików|other:pliku}}';
    expect(fillSlots(s, { n: 1 }, 'pl')).toBe('plik');
    expect(fillSlots(s, { n: 3 }, 'pl')).toBe('pliki');
    expect(fillSlots(s, { n: 5 }, 'pl')).toBe('plików');
  });
  it('fmt takes the language from the picked strings', () => {
    const t = { ...pick('nl', 'zz.'), 'zz.pile': 'Stapel ({{n}} {{n|kaart|kaarten}}, {{p}} {{p|punt|punten}})' };
    expect(fmt(t, 'zz.pile', { n: 1, p: 2 })).toBe('Stapel (1 kaart, 2 punten)');
    expect(fmt(t, 'zz.missing')).toBe('zz.missing');
    expect(fmt({ k: '{{a}}' }, 'k')).toBe('{{a}}');
  });
});
