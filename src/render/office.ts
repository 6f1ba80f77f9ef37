/**
 * The office facts (content/office.yml) the layout and contact components draw. Pages get the build's
 * (virtual:site); the staff editor's preview provides the office being edited, so the header, footer and
 * contact block show the form's values as the site would.
 */
import { createContext, useContext } from 'react';
import type { Office } from '../shared/content/schema';
import { office } from './site';

const OfficeContext = createContext<Office>(office);

export const OfficeProvider = OfficeContext.Provider;
export const useOffice = (): Office => useContext(OfficeContext);
