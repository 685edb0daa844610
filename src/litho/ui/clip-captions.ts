/**
 * The captions file of a clip the site serves itself (a video or an audio post). A clip is never drawn
 * without one: a missing file stops the build, naming the clip, instead of leaving the player out of
 * the page unnoticed.
 */
export const clipCaptions = (clip: string, captions: { readonly publicURL: string | null } | null | undefined): string => {
  if (!captions?.publicURL) throw new Error(`${clip}: a clip the site serves needs its WebVTT captions file ("captions")`);
  return captions.publicURL;
};
