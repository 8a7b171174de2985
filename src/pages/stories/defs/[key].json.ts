/**
 * /stories/defs/<key>.json: the drawings a game's example frames share (games.ts `pageShared`: Steam Rollers' map),
 * for a page whose examples arrive after it loaded (StoryFrames.tsx `ensureDefs`). `{ html }`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { sharedDefs } from '../../../components/kit/story/storyFrames';

export const getStaticPaths: GetStaticPaths = async () => (await sharedDefs()).map(({ key, html }) => ({ params: { key }, props: { html } }));

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify({ html: (props as { html: string }).html }), { headers: { 'content-type': 'application/json' } });
