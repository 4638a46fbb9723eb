// Cancel on a form: back where the person came from, or to `fallback` when this page was their first.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useLeave(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router marks the first entry of its history "default"; anything reached by navigating has its own key.
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) navigate(-1);
    else navigate(fallback);
  }, [hasHistory, navigate, fallback]);
}
