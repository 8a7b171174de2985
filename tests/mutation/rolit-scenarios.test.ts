import { scenarioFiles } from './scenarios';

scenarioFiles('rolit');
