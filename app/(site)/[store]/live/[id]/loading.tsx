import { getTranslations } from 'next-intl/server';
import styles from '@/components/live/room.module.css';

/** The room's shape while the server loads it: video, title and chat placeholders. */
export default async function LiveLoading() {
  const t = await getTranslations('live');
  return (
    <div className={styles.room} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.stageArea}>
        <div className={`${styles.player} ${styles.skeleton}`} />
      </div>
      <div className={styles.info}>
        <div className={styles.skeleton} style={{ height: 24, width: '70%' }} />
        <div className={styles.skeleton} style={{ height: 16, width: '45%' }} />
      </div>
      <div className={styles.chat}>
        <div className={`${styles.comments} ${styles.skeleton}`} />
      </div>
    </div>
  );
}
