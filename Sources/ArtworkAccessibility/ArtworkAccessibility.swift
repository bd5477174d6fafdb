/// Accessibility checks of an indicator's or a progress design's artwork (not of the studio's
/// interface): non-text contrast (WCAG 2.2 SC 1.4.11), flashing (SC 2.3.1), the reduced-motion
/// still frame (SC 2.3.3 and LoaderKit's rule), colour vision (Machado et al. 2009, CIEDE2000)
/// and motion over 5 s (SC 2.2.2). Pure: no window, no toolkit.
public enum ArtworkAccessibility {}
