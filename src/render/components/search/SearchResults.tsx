import { Island } from '../../Island';
import { SearchResultsIsland } from '../../../islands/search/SearchResultsIsland';

/** The /busca page's form and results (an island: it reads the query from the address). */
export function SearchResults() {
  return <Island name="search-results" component={SearchResultsIsland} props={{}} />;
}
