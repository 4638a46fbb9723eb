// The moment the app has taken over the page the server drew (decision 022): the page's own content, not only the
// shell around it. React hydrates what is inside a Suspense boundary in a later pass than the shell, so this sits in
// the page's boundary, after the page, and waits for the parts hydrated apart (decision 036).
import { SERVER_RENDERED_ATTRIBUTE } from '@sherehe/core/first-screen';
import { useEffect } from 'react';
import { whenPartsTakenOver } from '../components/hydrate-apart.tsx';
import { actOnKeptTap, replayEarlyInput } from '../lib/early-input.ts';

export function TakenOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
    actOnKeptTap(); // the page's own content is the app's: a tap kept on it is answered now
    return whenPartsTakenOver(() => {
      // The server's picture is gone: the mark says so (e2e waits on it).
      root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      // What the person typed and tapped on the picture meanwhile is given to the app (decision 027).
      replayEarlyInput(root);
    });
  }, []);
  return null;
}
