export { SearchResultsIsland as default } from '../search/SearchResultsIsland';
