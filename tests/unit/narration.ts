/**
 * Narration that runs ahead of the board (issue 34): a step-through example shows, at each
 * step, the board after that step's move, and the step's words (the file's `say` lines read
 * after that move) must only tell what the board has already done. "Ann drafts a 3" before
 * the dice are rolled, or "refused (B2)" one step before the build that is refused, tells the
 * reader about a move they cannot see yet.
 *
 * What a sentence names is only checkable where the words name a move exactly, so this
 * looks for these, in English and Dutch:
 * - a refusal's clause in brackets, "(B2)" or "(D4: distance 1, …)", that no move up to this
 *   step was refused with, while a later move is (every game);
 * - Steam Rollers: a die drafted or taken, "drafts a 3" / "kiest een 3", before any die of
 *   that value was drafted; the black die's value before a roll; a card played ("plays 2b",
 *   "with card 5a she …", "takes Bob's 5") or taken ("takes card 2") before it was; an engine
 *   box crossed ("crosses engine box 3") before an engine move; "drafts again" before a die
 *   was taken back with 2b;
 * - Rollecate: a number of wheels ("rolls three wheels", "no wheels", "vijf wielen") that no
 *   roll up to this step showed, while a later roll does; a pass ("Ann passes", "Ann past")
 *   when none was made since the last step with words, while a later one is;
 * - Rolit: a ball placed on a square ("Red picks c4", "red f4 takes", "rood op d2 sluit") before
 *   the move that places it.
 * A clause of intent or supposition (a question, "tries", "wants", "would", "could", "if",
 * "probeert", "wil", "zou", "als") is an announcement, not a claim, and is left alone: a step
 * may say what a player is about to try.
 */
import { storyWith } from '../../src/scenario/frames';
import { adapters } from '../../src/scenario/registry';

export interface Ahead {
  /** 1-based, as the example's step counter shows it. */
  step: number;
  text: string;
  why: string;
}

interface Move {
  key: string;
  value: unknown;
  refusedBy: string | null;
}

const NUMBERS: Record<string, Record<string, number>> = {
  en: { no: 0, zero: 0, one: 1, a: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  nl: { geen: 0, nul: 0, een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12 },
};

function numberIn(word: string, lang: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBERS[lang]?.[word.toLowerCase()] ?? null;
}

const INTENT: Record<string, RegExp> = {
  en: /\b(tries|try|trying|wants?|would|could|if|had|suppose|instead of)\b/i,
  nl: /\b(probeert|proberen|wil|wilde|zou|zouden|als|had|stel)\b/i,
};

/** The clauses of a narration line that claim something happened (see INTENT). */
function claims(line: string, lang: string): string[] {
  return line
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .flatMap((sentence) => sentence.split(/[;:,]\s+|\s+(?:and|but|then|en|maar|dan)\s+/))
    .filter((part) => !INTENT[lang]!.test(part));
}

const CLAUSE_ID = /\(([A-Z]{1,2}\d+[a-z]?)\b[^)]*\)/g;

function refusalRule(frame: { refused: string | null; refusal?: unknown }): string | null {
  if (!frame.refused) return null;
  const r = frame.refusal as { rule?: unknown } | undefined;
  if (r && typeof r.rule === 'string') return r.rule;
  return /^([A-Z]{1,2}\d+[a-z]?)\b/.exec(frame.refused)?.[1] ?? null;
}

const num = (lang: string) => (lang === 'nl' ? '(\\d+|geen enkel|geen|nul|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)' : '(\\d+|no|zero|one|a single|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)');

/** What one clause claims, as tests on the moves up to the step it is read at. */
interface Claim {
  why: string;
  /** True when the moves so far show it (`recent`: the moves since the last step that had words). */
  shown: (done: Move[], recent: Move[]) => boolean;
  /** True when a later move makes it (only then is the clause ahead, not merely loose talk). */
  later: (rest: Move[]) => boolean;
}

const accepted = (m: Move) => m.refusedBy === null;
const valueOf = (m: Move, field: string) => (typeof m.value === 'object' && m.value !== null ? (m.value as Record<string, unknown>)[field] : undefined);

function steamClaims(part: string, lang: string, startRolled: boolean): Claim[] {
  const out: Claim[] = [];
  const n = lang === 'nl' ? '([1-6]|een|één|twee|drie|vier|vijf|zes)' : '([1-6]|one|two|three|four|five|six)';
  const drafted = (v: number) => (m: Move) => accepted(m) && ((m.key === 'draft' && valueOf(m, 'value') === v) || (m.key === 'playCard' && valueOf(m, 'value') === v));
  const draftRe = lang === 'nl' ? new RegExp(`\\b(?:kiest|neemt)\\s+(?:een|de|zijn|haar)\\s+${n}\\b`, 'gi') : new RegExp(`\\b(?:drafts?|takes)\\s+(?:a|an|the|his|her)\\s+${n}\\b(?!\\s+(?:cube|point|track))`, 'gi');
  for (const m of part.matchAll(draftRe)) {
    const v = numberIn(m[1]!, lang)!;
    out.push({ why: `a ${v} drafted before it is`, shown: (done) => done.some(drafted(v)), later: (rest) => rest.some(drafted(v)) });
  }
  const blackRe = lang === 'nl' ? /\bzwarte\s+(?:dobbelsteen\s+)?(?:toont\s+|met\s+)?([1-6])\b/gi : /\bblack\s+(?:die\s+)?(?:shows\s+)?([1-6])\b/gi;
  for (const m of part.matchAll(blackRe)) {
    const v = Number(m[1]);
    const rolled = (mv: Move) => accepted(mv) && mv.key === 'roll' && valueOf(mv, 'black') === v;
    out.push({ why: `the black die's ${v} before the roll`, shown: (done) => startRolled || done.some(rolled), later: (rest) => rest.some(rolled) });
  }
  const played = (card: string) => (m: Move) => accepted(m) && m.key === 'playCard' && valueOf(m, 'card') === card;
  const playRe = lang === 'nl' ? /\b(?:speelt|met)\s+(?:zijn\s+|haar\s+)?(?:dwarsliggende\s+)?(?:kaart\s+)?([1-6][ab])\b(?=\s+(?:meteen|zet|draait|gooit|pakt|neemt|kruist|\w+\s+(?:ze|hij)\b))/gi : /\b(?:plays|with)\s+(?:his\s+|her\s+)?(?:sideways\s+)?(?:card\s+)?([1-6][ab])\b(?=\s+(?:at once|she|he|to)\b)/gi;
  for (const m of part.matchAll(playRe)) {
    const card = m[1]!.toLowerCase();
    out.push({ why: `card ${card} played before it is`, shown: (done) => done.some(played(card)), later: (rest) => rest.some(played(card)) });
  }
  const stealRe = lang === 'nl' ? /\bpakt\s+\w+s\s+([1-6])\s+af\b|\b\w+s\s+([1-6])\s+pakt\s+hij\s+af\b/i : /\b(?:takes|claims)\s+\w+'s\s+([1-6])\b/i;
  if (stealRe.test(part)) {
    out.push({ why: `a die claimed with card 2b before it is`, shown: (done) => done.some(played('2b')), later: (rest) => rest.some(played('2b')) });
  }
  const againRe = lang === 'nl' ? /\bkiest\s+opnieuw\b/i : /\bdrafts\s+again\b/i;
  if (againRe.test(part)) {
    const reDraft = (moves: Move[]) => moves.some((m, i) => played('2b')(m) && moves.slice(i + 1).some((d) => accepted(d) && d.key === 'draft'));
    out.push({ why: 'a draft again after card 2b before it happens', shown: reDraft, later: () => true });
  }
  const takeRe = lang === 'nl' ? /\bpakt\s+(?:kaart\s+)?([1-6][ab]?)\s+(?:uit|van)\b|\bpakt\s+kaart\s+([1-6][ab]?)\b/gi : /\btakes\s+card\s+([1-6][ab]?)\b|\btakes\s+(?:card\s+)?([1-6][ab]?)\s+from\b/gi;
  for (const m of part.matchAll(takeRe)) {
    const taken = (mv: Move) => accepted(mv) && mv.key === 'takeCard';
    out.push({ why: `card ${m[1] ?? m[2]} taken before it is`, shown: (done) => done.some(taken), later: (rest) => rest.some(taken) });
  }
  const boxRe = lang === 'nl' ? /\bkruist\s+(?:locomotiefvak|vak)\s+([1-6])\b/gi : /\bcross(?:es)?\s+(?:engine\s+)?box\s+([1-6])\b/gi;
  for (const m of part.matchAll(boxRe)) {
    const improved = (mv: Move) => accepted(mv) && mv.key === 'engine';
    out.push({ why: `engine box ${m[1]} crossed before it is`, shown: (done) => done.some(improved), later: (rest) => rest.some(improved) });
  }
  return out;
}

function rollecateClaims(part: string, lang: string): Claim[] {
  const out: Claim[] = [];
  // "Ann passes" / "Ann past": a pass made since the step before (a pass told earlier is another pass).
  const passRe = lang === 'nl' ? /\b(?:[A-Z]\w+|ze|hij)\s+past\b(?!\s+(?:niet|wel|bij|op|na|in)\b)/ : /\bpasses\b/i;
  if (passRe.test(part)) {
    const passed = (m: Move) => accepted(m) && m.key === 'pass';
    out.push({ why: 'a pass before it is made', shown: (_done, recent) => recent.some(passed), later: (rest) => rest.some(passed) });
  }
  const re = lang === 'nl' ? new RegExp(`\\b${num(lang)}\\s+wiel(?:en)?\\b|\\bgooit\\s+${num(lang)}\\b(?!\\s+dobbel)`, 'gi') : new RegExp(`\\b${num(lang)}\\s+wheels?\\b|\\brolls\\s+${num(lang)}\\b(?!\\s+(?:dice|die)\\b)`, 'gi');
  for (const m of part.matchAll(re)) {
    const word = (m[1] ?? m[2])!.replace(/^a single$/i, 'single').replace(/^geen enkel$/i, 'geen');
    const v = numberIn(word, lang);
    if (v === null) continue;
    const rolled = (mv: Move) => accepted(mv) && mv.key === 'roll' && valueOf(mv, 'wheels') === v;
    out.push({ why: `${v} ${v === 1 ? 'wheel' : 'wheels'} before the roll`, shown: (done) => done.some(rolled), later: (rest) => rest.some(rolled) });
  }
  return out;
}

function rolitClaims(part: string, lang: string): Claim[] {
  const out: Claim[] = [];
  const res =
    lang === 'nl'
      ? [/\b(?:rood|geel|groen|blauw)\s+(?:op\s+)?([a-h][1-8])\s+(?:sluit|pakt|neemt|vult|verovert)\b/gi, /\b(?:kiest|vult|plaatst\s+(?:een\s+bal\s+)?op|speelt)\s+([a-h][1-8])\b/gi]
      : [/\b(?:red|yellow|green|blue)\s+(?:at\s+|on\s+)?([a-h][1-8])\s+(?:encloses|takes|captures|fills)\b/gi, /\b(?:picks|fills|plays|places\s+(?:a\s+ball\s+)?(?:at|on)|placed\s+(?:at|on))\s+([a-h][1-8])\b/gi];
  for (const re of res) {
    for (const m of part.matchAll(re)) {
      const square = m[1]!.toLowerCase();
      const placed = (mv: Move) => accepted(mv) && mv.key === 'place' && mv.value === square;
      out.push({ why: `a ball placed on ${square} before it is`, shown: (done) => done.some(placed), later: (rest) => rest.some(placed) });
    }
  }
  return out;
}

/**
 * Where a file's narration, in one language, names a move the board has not made yet. The
 * file is played with the site's adapters, exactly as its example island shows it.
 */
export function narrationAhead(doc: unknown, lang: 'en' | 'nl'): Ahead[] {
  const story = storyWith(doc, lang, adapters);
  if (!story.ok) throw new Error(`the story does not run: ${story.error}`);
  const game = (doc as { game?: string }).game ?? 'rollecate';
  const position = (doc as { position?: { dice?: unknown } }).position;
  const startRolled = game === 'steam-rollers' && position?.dice !== undefined;
  const frames = story.frames.map((f) => ({ say: f.say, move: f.move ? { key: f.move.key, value: f.move.value, refusedBy: f.refused ? (refusalRule(f) ?? '?') : null } : null }));
  const out: Ahead[] = [];
  let lastSaid = -1;
  frames.forEach((frame, k) => {
    const done = frames.slice(0, k + 1).flatMap((f) => (f.move ? [f.move] : []));
    const recent = frames.slice(lastSaid + 1, k + 1).flatMap((f) => (f.move ? [f.move] : []));
    if (frame.say.length) lastSaid = k;
    const rest = frames.slice(k + 1).flatMap((f) => (f.move ? [f.move] : []));
    for (const line of frame.say) {
      for (const part of claims(line, lang)) {
        for (const m of part.matchAll(CLAUSE_ID)) {
          const id = m[1]!;
          if (!done.some((d) => d.refusedBy === id) && rest.some((r) => r.refusedBy === id)) out.push({ step: k + 1, text: part, why: `a refusal under ${id} before the move that is refused` });
        }
        const found = game === 'steam-rollers' ? steamClaims(part, lang, startRolled) : game === 'rollecate' ? rollecateClaims(part, lang) : rolitClaims(part, lang);
        for (const c of found) if (!c.shown(done, recent) && c.later(rest)) out.push({ step: k + 1, text: part, why: c.why });
      }
    }
  });
  return out;
}
