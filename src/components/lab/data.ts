/** The lab's data files (src/content/lab-data/<game>.json, written by `npm run lab`), read when the site is built. */
import rollecateData from '../../content/lab-data/rollecate.json';
import rolitData from '../../content/lab-data/rolit.json';
import steamData from '../../content/lab-data/steam-rollers.json';
import type { LabData, LabGame } from '../../lab/types';

export const LAB_DATA: Record<LabGame, LabData> = {
  rollecate: rollecateData as unknown as LabData,
  rolit: rolitData as unknown as LabData,
  'steam-rollers': steamData as unknown as LabData,
};
