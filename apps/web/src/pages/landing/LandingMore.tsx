import { AudienceSection } from './AudienceSection';
import { CtaSection } from './CtaSection';
import { FeaturesSection } from './FeaturesSection';
import { HowItWorksSection } from './HowItWorksSection';

/** The landing page below its first screen: who it is for, how it works, the features, the call to action. */
export default function LandingMore({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <AudienceSection />
      <HowItWorksSection />
      <FeaturesSection />
      <CtaSection signedIn={signedIn} />
    </>
  );
}
