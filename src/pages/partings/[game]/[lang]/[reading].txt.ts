/**
 * /partings/<game>/<lang>/<reading>.txt: a long lab parting's moves from the setup, one a line, in the page's
 * language (lab/partingMoves.ts). The lab page links it and, with JavaScript, reads it into its list when opened.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { longPartings, movesText } from '../../../../components/lab/partingMoves';
import type { LabGame } from '../../../../lab/types';
import type { Lang } from '../../../../components/lab/words';

export const getStaticPaths: GetStaticPaths = () => longPartings(['en', 'nl']).map((params) => ({ params }));

export const GET: APIRoute = ({ params }) =>
  new Response(movesText(params.game as LabGame, params.lang as Lang, params.reading as string), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
