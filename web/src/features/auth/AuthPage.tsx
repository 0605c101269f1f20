import { Button, Link, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import type { Role } from '#schema/catalogues';
import { limits } from '#schema/limits';
import { useLogin } from '../../api/useLogin';
import { FormCard } from '../../components/FormCard';
import { SignInOrRecover } from '../../entities/account/SignInOrRecover';
import { landingPathFor } from '../../lib/signIn';
import { RegisterForm } from './RegisterForm';

type AuthTab = 'signIn' | 'register';

const tabIntros: Record<AuthTab, { title: string; description: string }> = {
  signIn: { title: 'Sign In', description: 'Welcome back. Sign in to your account.' },
  register: {
    title: 'Create an Account',
    description: 'Register as a homeowner to keep track of your quote requests.',
  },
};

/**
 * Back to the page a signed-out visitor was stopped at (with its query, like a mailed review
 * link), when that page is the user's own landing; anywhere else goes to the landing itself.
 */
function returnPathFor(role: Role, returnTo: unknown): string {
  const landing = landingPathFor(role);
  if (typeof returnTo !== 'string') return landing;
  return returnTo === landing || returnTo.startsWith(`${landing}?`) ? returnTo : landing;
}

/** /auth: Sign In and homeowner Register tabs (docs/product/public-site.md §2.9). */
export function AuthPage() {
  const returnTo = (useLocation().state as { from?: unknown } | null)?.from;
  const login = useLogin({
    landingFor: (role) => returnPathFor(role, returnTo),
    redirectDelayMs: limits.loginRedirectDelayMs,
  });
  const [tab, setTab] = useState<AuthTab>('signIn');
  const [registeredEmail, setRegisteredEmail] = useState('');

  if (login.returningUser) {
    return <Navigate to={landingPathFor(login.returningUser.role)} replace />;
  }

  function showSignInFor(email: string) {
    setRegisteredEmail(email);
    setTab('signIn');
  }

  return (
    <FormCard
      {...tabIntros[tab]}
      before={
        <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
          <RouterLink to="/">
            <LuArrowLeft aria-hidden /> Back to Home
          </RouterLink>
        </Button>
      }
    >
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as AuthTab)}
        variant="enclosed"
        fitted
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="signIn">Sign In</Tabs.Trigger>
          <Tabs.Trigger value="register">Register</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signIn">
          {/* A new key remounts the form, so a just-registered email fills the field. */}
          <SignInOrRecover
            key={registeredEmail}
            defaultEmail={registeredEmail}
            onSubmit={login.logIn}
            isSubmitting={login.isLoggingIn}
          />
          <Text mt="6" fontSize="sm" color="fg.muted" textAlign="center">
            Are you a tradesperson?{' '}
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/tradesman-registration">Register your business here</RouterLink>
            </Link>
          </Text>
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm onRegistered={showSignInFor} />
        </Tabs.Content>
      </Tabs.Root>
    </FormCard>
  );
}
