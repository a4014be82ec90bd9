import type { PageTranslation } from '@satsino/contract/content';
import { figures as f } from '../../../figures.js';

export const aboutUs: PageTranslation = {
  title: 'Sobre nosotros',
  description:
    'Satsino es un casino cripto demostrablemente justo: pagos en cripto rápidos, juegos que puedes verificar y una atención al cliente que responde.',
  body: `# Sobre nosotros

Satsino es un casino online pensado para quienes ya viven con las criptomonedas. Ofrecemos tragaperras, casino en vivo, ruleta, blackjack, concursos, juegos de mesa y juegos crash, con depósitos y retiradas en las criptomonedas que ya tienes, y una promesa que podemos demostrar: puedes comprobar tú mismo cada ronda de nuestros juegos propios.

## Demostrablemente justo, no «confía en nosotros»

Nuestros juegos propios utilizan un sistema demostrablemente justo. Antes de jugar, ves una huella criptográfica (hash) de la semilla del servidor que decidirá tus resultados; puedes elegir tu propia semilla del cliente, y una vez cambiada la semilla, puedes recalcular cada resultado en tu navegador y comprobar que nada se modificó después de tu apuesta. Descubre cómo funciona en [Juego demostrablemente justo, explicado](/blog/provably-fair-explained).

## Cripto, como debe ser

Deposita en Bitcoin (on-chain o a través de Lightning), Ethereum, Litecoin, Dogecoin, BNB, Bitcoin Cash, USDT, USDC, XRP o TRON y juega con un saldo en USD o EUR. Las retiradas se revisan en menos de ${f.approvalMinutes} minutos de media. ¿Aún no tienes cripto? Cómprala con tarjeta directamente en la caja.

## Recompensas claras

Nuestras promociones dicen exactamente qué ofrecen y qué piden: un bono de bienvenida del ${f.welcomePercent} % con ${f.freeSpins} giros gratis, bonos en tus cuatro primeros depósitos, cashback diario y semanal, y un programa VIP de cuatro niveles. Cada cifra es la misma en todas las páginas, y todos los bonos son opcionales.

## Seguro y responsable

Los jugadores deben tener ${f.age} años o más. Verificamos las direcciones de correo electrónico antes de cualquier pago, verificamos la identidad cuando lo exigen la ley y nuestra [Política AML](/policies/aml-policy), y ofrecemos a todos los jugadores límites, pausas y autoexclusión: consulta [Juego responsable](/policies/responsible-gaming).

## Diez idiomas, un solo equipo

Satsino está disponible en inglés, alemán, español, finés, francés, italiano, japonés, noruego, portugués y turco. Nuestro equipo de atención al cliente está disponible las 24 horas por chat en vivo en la [página de atención al cliente](/customersupport).
`,
};
