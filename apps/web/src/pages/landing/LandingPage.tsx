import { PAGE_TITLES } from '@thesis/domain';
import { useCurrentUser } from '../../features/auth/session';
import { useAuthState } from '../../lib/auth-store';
import { usePageMeta } from '../../lib/page-meta';
import { AudienceSection } from './AudienceSection';
import { CtaSection } from './CtaSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';

/** The landing page (/), also behind /login, /signup, /verify-email, /password-reset and shared reviews. */
export function LandingPage({ title = PAGE_TITLES.landing }: { title?: string }) {
  usePageMeta(title);
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  const signedIn = status !== 'unauthorized' && user !== undefined;
  return (
    <>
      <HeroSection signedIn={signedIn} />
      <AudienceSection />
      <HowItWorksSection />
      <FeaturesSection />
      <CtaSection signedIn={signedIn} />
    </>
  );
}
