// The token of a link we sent (…#token=…), taken from the address and then removed from it: it should not be
// bookmarked, shared or left in the history. A link opened in this tab, not only a fresh load, brings one too.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

function tokenIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export function useLinkToken(): [token: string | null, forget: () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => tokenIn(location.hash));

  useEffect(() => {
    const fromLink = tokenIn(location.hash);
    if (!fromLink) return;
    setToken(fromLink);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  return [token, () => setToken(null)];
}
