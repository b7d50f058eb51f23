import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import '../shared/i18n/i18n';
import { AppRoutes } from './app-routes';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function openSignedOut(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

// Spec §2: signed out, only /login and the listed open routes are reachable; anything else goes to /login with the
// encoded original full path.
describe('signed out', () => {
  it.each(['/404', '/401', '/applications', '/doc', '/druid'])('%s goes to /login?redirect=…', async (path) => {
    openSignedOut(path);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent(path)}`));
  });

  it('the redirect keeps the query and the #fragment', async () => {
    openSignedOut('/system/dict?from=mail#row-3');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/system/dict?from=mail#row-3')}`));
  });
});
