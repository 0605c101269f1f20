import { createContext, useContext } from 'react';

/** True when this visit began on a page the Worker rendered (it already shows real content). */
export const ServerRenderedContext = createContext(false);

export const useArrivedServerRendered = () => useContext(ServerRenderedContext);
