/**
 * /partings/<game>/<lang>/<reading>.json: a lab parting's frames drawn ahead,
 * for the step-through island (kit/story/StoryFrames.tsx, lab/partingFrames.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { partingFrames, steppedPartings } from '../../../../components/lab/partingFrames';
import type { LabGame } from '../../../../lab/types';
import type { Lang } from '../../../../components/lab/words';

export const getStaticPaths: GetStaticPaths = () => steppedPartings(['en', 'nl']).map((params) => ({ params }));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(partingFrames(params.game as LabGame, params.lang as Lang, params.reading as string)), {
    headers: { 'content-type': 'application/json' },
  });
