import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import type { Modal as ModalComponent } from '../../../components/Modal';
import * as shared from '../../warranty/shared/shared.css';
import * as styles from './AboutIntro.css';

export interface AboutIntroProps {
  /** 1 on the About Us page (its title), 2 where it is a section of the landing page. */
  headingLevel?: 1 | 2;
  /** Picture beside the copy (decorative). */
  imageUrl?: string;
  /** Paragraphs shown in the 'View More' dialog; the lab's story by default. */
  moreParagraphs?: readonly string[];
  /** Open the 'View More' dialog at first (stories, deep links). */
  defaultMoreOpen?: boolean;
}

const defaultMore = [
  'Interdental Lab is a full-service prosthetic dental lab in Miami, Florida. Our technicians craft crowns, bridges, implant zirconia, Emax restorations and veneers for dental offices across the country.',
  'We value your feedback: every remark from a dentist or a patient reaches the technician who made the work, and it shapes how we work next time.',
  'We offer quality services at realistic prices, and we stand behind our products with support from people who know the technical side of every case.',
];

/**
 * The 'View More' dialog's code (react-aria's modal and dialog) loads when it first opens, or when
 * the pointer or focus reaches the copy beside the button: the landing page does not carry it.
 */
let modalLoading: Promise<{ default: typeof ModalComponent }> | undefined;
const loadModal = () =>
  (modalLoading ??= import('../../../components/Modal').then((module) => ({ default: module.Modal })));
const Modal = lazy(loadModal);

/** The lab's introduction (About Us) with a 'View More' dialog telling the longer story. */
export function AboutIntro({
  headingLevel = 2,
  imageUrl,
  moreParagraphs = defaultMore,
  defaultMoreOpen = false,
}: AboutIntroProps) {
  const [isMoreOpen, setMoreOpen] = useState(defaultMoreOpen);
  // Mounted from the first opening on, so it can play its closing animation.
  const [moreShown, setMoreShown] = useState(defaultMoreOpen);
  if (isMoreOpen && !moreShown) setMoreShown(true);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`${shared.band} ${shared.bandTone.plain}`} aria-labelledby="about-intro-title">
      <div className={`${shared.inner} ${styles.layout}`}>
        {imageUrl ? <img className={styles.image} src={imageUrl} alt="" width={440} height={330} /> : null}
        <div className={styles.copy} onPointerOver={() => void loadModal()} onFocus={() => void loadModal()}>
          <p className={styles.eyebrow}>About Us</p>
          <Heading id="about-intro-title" className={shared.heading}>
            A dental lab that listens
          </Heading>
          <p className={shared.lead}>
            We value your feedback, we offer quality services at realistic prices, and we support every
            product we make with real technical knowledge.
          </p>
          <Button variant="secondary" onPress={() => setMoreOpen(true)}>
            View More
          </Button>
        </div>
      </div>
      {moreShown && (
        <Suspense fallback={null}>
          <Modal title="About Interdental Lab" isOpen={isMoreOpen} onOpenChange={setMoreOpen}>
            <div className={styles.more}>
              {moreParagraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Modal>
        </Suspense>
      )}
    </section>
  );
}
