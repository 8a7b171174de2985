import { scenarioFiles } from './scenarios';

scenarioFiles('steam-rollers');
