/**
 * What /busca adds to the results (the answer card, the no-match help and the code choosing them), in
 * a chunk of its own that loads with the engine: the page's JavaScript before any search stays small.
 */
export { closestServices, findAnswer, probeWords } from '../../shared/search/answers';
export { AnswerCard } from './AnswerCard';
export { NoMatch } from './NoMatch';
