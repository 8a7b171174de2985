/** Where the Rolit table keeps its saved game in the browser's storage: light, for the page's first step (RolitPlayTableFirst.tsx). */
export const SAVE_KEY = 'rulebook.rolit.game';
