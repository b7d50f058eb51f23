import { useEffect, useState } from 'react';
import { SOCIAL_TYPES } from '@console/contracts/social';
import { socialTypes } from './login-api';

/** The platforms with an enabled client, in the sign-in page's order; none until (or unless) the server says. */
export function useSocialTypes(): readonly number[] {
  const [types, setTypes] = useState<readonly number[]>([]);
  useEffect(() => {
    socialTypes()
      .then((enabled) => setTypes(SOCIAL_TYPES.filter((type) => enabled.includes(type))))
      .catch(() => setTypes([]));
  }, []);
  return types;
}
