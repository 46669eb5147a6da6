// MathJax's packaged components are plain scripts that fill the global `MathJax`; they export nothing.
declare module 'mathjax/*';
declare module '@mathjax/mathjax-newcm-font/*';
