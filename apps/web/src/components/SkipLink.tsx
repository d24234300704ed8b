import classes from './SkipLink.module.css';

/** "Skip to main content" for keyboard users: visible only when focused. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.skip}>
      Skip to main content
    </a>
  );
}
