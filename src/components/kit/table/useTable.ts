/**
 * A play table's island runs the kit's flow chart (tableMachine.ts) with this
 * hook: one actor for the island's life, started in the browser only (the
 * page is drawn without it, as "loading"), with the saved game read from the
 * browser's storage, the reader's speed and reduced-motion preference, and a
 * shared position from the address (`#s=…`). A link that changes only the
 * fragment (opened in the same tab) is read too. The fragment is cleared once
 * the link is opened, kept or refused, so a reload does not ask again.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { decodeScenario, type Decoded } from '../../../play/kit/share';
import { prefersReducedMotion, storage } from '../../../play/kit/save/savedGame';
import type { Limit } from '../../../play/kit/limits';
import { BOT_SPEEDS, tableMachine, type BotSpeed, type TableEvent, type TableInput } from '../../../play/kit/table/tableMachine';
import type { TableAdapter } from '../../../play/kit/table/types';
import { mirrorTable } from '../../../play/kit/inspect/tableMirror';

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

/** A link that could not be read as a scenario document: the codec's sentence, or the limit it went over. */
export type LinkError = { kind: 'bad'; decoded: Extract<Decoded, { ok: false }> } | { kind: 'limit'; limit: Limit };

export interface TableOptions<G, M, C> {
  adapter: TableAdapter<G, M, C>;
  /** Where the reader's speed is kept (each table has kept its own). */
  speedKey: string;
  pace?: TableInput['pace'];
  /** A saved game is offered on the start form instead of being put on the table at once. */
  offerResume?: boolean;
}

/** Drops a shared position's fragment from the address (any other fragment, a heading's, stays). */
function clearHash(): void {
  if (window.location.hash.startsWith('#s=')) window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

/** The shared position in the address, if any: its text after `#s=` and what it decodes to. */
function readHash(): { encoded: string; decoded: Decoded } | null {
  const hash = window.location.hash;
  if (!hash.startsWith('#s=')) return null;
  const encoded = hash.slice(3);
  return { encoded, decoded: decodeScenario(encoded) };
}

function readSpeed(key: string): BotSpeed {
  try {
    const v = storage()?.getItem(key);
    return BOT_SPEEDS.includes(v as BotSpeed) ? (v as BotSpeed) : 'normal';
  } catch {
    return 'normal';
  }
}

export function useTable<G, M, C>(options: TableOptions<G, M, C>) {
  const actor = useRef<Actor<typeof tableMachine> | null>(null);
  const [snap, setSnap] = useState<TableSnapshot | null>(null);
  const [linkError, setLinkError] = useState<LinkError | null>(null);
  /** The link text of the last shared position, for "open it in the ruling checker instead". */
  const [encoded, setEncoded] = useState<string | null>(null);

  useEffect(() => {
    const fromHash = readHash();
    const refuse = (d: Extract<Decoded, { ok: false }>) => setLinkError(d.limit ? { kind: 'limit', limit: d.limit } : { kind: 'bad', decoded: d });
    if (fromHash && !fromHash.decoded.ok) {
      refuse(fromHash.decoded);
      clearHash();
    }
    if (fromHash?.decoded.ok) setEncoded(fromHash.encoded);
    // With the developer switch on, the game's chart is mirrored into the Stately inspector (nothing loaded otherwise).
    const mirror = mirrorTable(options.adapter);
    const a = createActor(tableMachine, {
      input: {
        adapter: mirror.adapter as TableAdapter<unknown, unknown, unknown>,
        storage: storage(),
        reducedMotion: prefersReducedMotion(),
        speed: readSpeed(options.speedKey),
        pace: options.pace,
        link: fromHash?.decoded.ok ? fromHash.decoded.doc : null,
        offerResume: options.offerResume,
      },
    });
    let shown: TableSnapshot | null = null;
    const waiting = (x: TableSnapshot) => x.matches({ playing: 'bot' }) || x.matches({ playing: 'thinking' });
    const sub = a.subscribe((s) => {
      // A bot's pause ending (bot → thinking) changes nothing on the table: not drawn again.
      if (!(shown && s.context === shown.context && waiting(s) && waiting(shown))) setSnap(s);
      shown = s;
      mirror.follow(s.context.game as G | null);
      if (!s.matches('askReplace')) clearHash();
    });
    actor.current = a;
    a.start();
    setSnap(a.getSnapshot());
    if (!a.getSnapshot().matches('askReplace')) clearHash();
    const onHash = () => {
      const got = readHash();
      if (!got) return;
      if (!got.decoded.ok) {
        refuse(got.decoded);
        clearHash();
        return;
      }
      setLinkError(null);
      setEncoded(got.encoded);
      a.send({ type: 'LINK', doc: got.decoded.doc });
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      sub.unsubscribe();
      a.stop();
      mirror.stop();
    };
  }, []);

  const send = (event: TableEvent) => {
    if (event.type === 'SPEED') {
      try {
        storage()?.setItem(options.speedKey, event.speed);
      } catch {
        /* the choice holds for this page */
      }
    }
    if (event.type === 'START' || event.type === 'NEW_GAME' || event.type === 'REPLACE') setLinkError(null);
    actor.current?.send(event);
  };

  /** The table as it stands right after `send` (before the island draws it again): a board that says a refusal at once reads it here. */
  const now = (): TableSnapshot | null => actor.current?.getSnapshot() ?? null;

  return { snap, send, now, linkError, encoded };
}
