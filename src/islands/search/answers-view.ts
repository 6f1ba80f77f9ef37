/** What /busca adds to the results, in its own chunk, so the page's JavaScript before a search stays small. */
export { closestServices, findAnswer, probeWords } from '../../shared/search/answers';
export { AnswerCard } from './AnswerCard';
export { NoMatch } from './NoMatch';
