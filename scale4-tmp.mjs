import { parse, postprocess, preprocess } from 'micromark';
const bullets = (n) => Array.from({ length: n }, (_, i) => `- one ${i}\n- two\n\nPara.\n\n`).join('');
const txt = bullets(3000);
postprocess(parse().document().write(preprocess()(txt, undefined, true)));
