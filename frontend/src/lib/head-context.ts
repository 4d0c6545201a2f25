import { createContext, useContext } from 'react';

/** On the server, what the rendered screen says about its page (its title); absent in the browser. */
export type HeadInfo = { title?: string };

export const HeadContext = createContext<HeadInfo | null>(null);

export const useHeadInfo = () => useContext(HeadContext);
