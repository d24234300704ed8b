import { useNavigation } from 'react-router';
import classes from './NavigationProgress.module.css';

/** A thin bar at the top of the window while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading page" />;
}
