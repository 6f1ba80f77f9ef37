/** The office facts the layout draws; the editor's preview provides the office being edited. */
import { createContext, useContext } from 'react';
import type { Office } from '../shared/content/schema';
import { office } from './site';

const OfficeContext = createContext<Office>(office);

export const OfficeProvider = OfficeContext.Provider;
export const useOffice = (): Office => useContext(OfficeContext);
