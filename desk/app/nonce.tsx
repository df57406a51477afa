// The CSP nonce of this response, for the inline scripts React Router writes.
import { createContext as createReactContext, useContext } from "react";

export const NonceContext = createReactContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
