/**
 * The envelope every saved game shares: JSON text holding an object with a
 * format version. Each game's save module checks only its own contents.
 */
export type SaveProblem = { status: 'invalid'; reason: 'corrupt' | 'foreign' | 'old' | 'newer'; detail: string };

/** Opens a saved text (null: nothing saved). Never throws. */
export function openSave(text: string | null, version: number, game: string): { status: 'none' } | SaveProblem | { status: 'open'; raw: Record<string, unknown> } {
  if (text === null) return { status: 'none' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { status: 'invalid', reason: 'corrupt', detail: 'the saved text is not valid JSON' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('version' in raw)) {
    return { status: 'invalid', reason: 'foreign', detail: `it is not a saved ${game} game` };
  }
  const v = (raw as { version: unknown }).version;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return { status: 'invalid', reason: 'foreign', detail: 'it has no version number' };
  if (v < version) return { status: 'invalid', reason: 'old', detail: `it was saved in format ${v}; this page reads format ${version}` };
  if (v > version) return { status: 'invalid', reason: 'newer', detail: `it was saved in format ${v}; this page reads format ${version}` };
  return { status: 'open', raw: raw as Record<string, unknown> };
}
