/** The image kit: what a file is, decoding upright, encoding with a fallback, output names. */
export {
  IMAGE_TYPES,
  detectDecodableType,
  detectImageType,
  isHeif,
  looksLikeSvg,
  sniffOther,
  type ImageKind,
  type ImageType,
} from './sniff';
export { orientationTransform, orientedSize, readJpegOrientation, type Orientation } from './exif';
export {
  ImageDecodeError,
  ImageTooLargeError,
  decodeBitmap,
  decodeErrorDetail,
  decodeImage,
  refuseOversized,
} from './decode';
export {
  IMAGE_LIMITS,
  headerSize,
  inspectImage,
  overLimits,
  tooLargeParams,
  type ImageProblem,
  type Inspected,
  type Size,
} from './dimensions';
export { ImageEncodeError, encodeImage, hasOffscreenEncode, type EncodeOptions, type ImageSource } from './encode';
export { baseName, extensionFor, outputFileName } from './names';
export { fitTarget, parseKB, type TargetResult } from './target';
