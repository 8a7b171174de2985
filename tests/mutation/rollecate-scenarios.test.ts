import { scenarioFiles } from './scenarios';

scenarioFiles('rollecate');
