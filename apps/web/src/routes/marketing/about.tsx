import { AboutIntro, WhyUs } from '@idl/design-system';

/** /aboutus and /about-us: the lab's introduction (View More opens the whole story) and why us. */
export function AboutUsRoute() {
  return (
    <>
      <AboutIntro headingLevel={1} />
      <WhyUs />
    </>
  );
}
