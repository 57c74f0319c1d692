import { needAllWords } from './language-store';

// Components are tested with every English word, as every page but the landing page has them
// (decision 091).
await needAllWords();
