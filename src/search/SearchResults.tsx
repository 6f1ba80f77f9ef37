import { Island } from '../islands/Island';
import { SearchResultsIsland } from './SearchResultsIsland';

/** The /busca page's search form and results (an island: it reads the query from the address). */
export function SearchResults() {
  return <Island name="search-results" component={SearchResultsIsland} props={{}} />;
}
